export type { TimelineProps } from './timeline';
export { stepActionLabel, TIMELINE_STATUS_LABELS, Timeline } from './timeline';
export type { TimelineWidgetProps } from './timeline-widget';
export { TimelineWidget } from './timeline-widget';
export type { UseTimelineOptions } from './use-timeline';
export { useTimeline } from './use-timeline';
