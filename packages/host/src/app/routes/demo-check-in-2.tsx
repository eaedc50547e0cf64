import { DemoCheckIn } from '../../features/demo-school/demo-check-in';

/** /demo/check-in-2: the SPEC's check-in #2 with the demo school's sample student. */
export default function DemoCheckIn2Route() {
  return <DemoCheckIn checkIn={2} />;
}
