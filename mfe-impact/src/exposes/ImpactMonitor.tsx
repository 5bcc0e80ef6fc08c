import { Untranslated } from 'shared-ui';
import { ImpactMonitor } from '../components/ImpactMonitor/ImpactMonitor';

/** Until this part's text is in its catalog (issue 25), it is English on every page, and says so. */
export default function ImpactMonitorPart() {
  return (
    <Untranslated>
      <ImpactMonitor />
    </Untranslated>
  );
}
