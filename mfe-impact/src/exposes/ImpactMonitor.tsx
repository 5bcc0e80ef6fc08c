import { ImpactMonitor } from '../components/ImpactMonitor/ImpactMonitor';

/** The green impact section, in the page's language (its text: src/i18n). */
export default function ImpactMonitorPart() {
  return <ImpactMonitor />;
}
