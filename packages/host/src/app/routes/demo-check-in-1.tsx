import { DemoCheckIn } from '../../features/demo-school/demo-check-in';

/** /demo/check-in-1: the SPEC's check-in #1 with the demo school's sample student. */
export default function DemoCheckIn1Route() {
  return <DemoCheckIn checkIn={1} />;
}
