import { ScaffoldSection } from 'shared-ui';

export function ImpactMonitor() {
  return <ScaffoldSection remote="impact" heading="Green Impact Monitor" />;
}
