export type { AvatarProps } from './avatar';
export { Avatar, initialsOf } from './avatar';
export type { BadgeProps, BadgeTone } from './badge';
export { Badge } from './badge';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Button } from './button';
export type { CardProps } from './card';
export { Card } from './card';
export * as chatStyles from './chat.css';
export type { CheckboxProps } from './checkbox';
export { Checkbox } from './checkbox';
export type { CollapsibleRootProps } from './collapsible';
export { Collapsible } from './collapsible';
export type { ComposerProps } from './composer';
export { Composer } from './composer';
export type { DialogContentProps, DialogRootProps, DialogTriggerProps } from './dialog';
export { Dialog } from './dialog';
export { focusRing } from './focus.css';
export type { MenuItemProps, MenuRootProps } from './menu';
export { Menu } from './menu';
export type { NavigationButtonProps } from './navigation-button';
export { NavigationButton } from './navigation-button';
export { Portal, PortalScopeContext } from './portal';
export type { ProgrammeImageProps } from './programme-image';
export { ProgrammeImage, resolveImageUrl } from './programme-image';
export type { ProgressProps, ProgressTone } from './progress';
export { Progress } from './progress';
export type { ScrollAreaProps } from './scroll-area';
export { ScrollArea } from './scroll-area';
export type { SelectOption, SelectProps } from './select';
export { Select } from './select';
export type { SpinnerProps } from './spinner';
export { Spinner } from './spinner';
export type { TableCellProps, TableHeaderCellProps, TableRootProps } from './table';
export { Table } from './table';
export { Tabs } from './tabs';
export type { TextAreaProps } from './text-area';
export { TextArea } from './text-area';
export type { TextFieldProps } from './text-field';
export { TextField } from './text-field';
export type { ToastInput, ToastStore, ToastVariant } from './toast';
export {
  createToastStore,
  showToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  Toaster,
} from './toast';
export type { TooltipProps } from './tooltip';
export { Tooltip } from './tooltip';
export { VisuallyHidden } from './visually-hidden';
