import { Untranslated } from 'shared-ui';
import { ResourcesRoutes } from '../pages/ResourcesRoutes';

/** Until this part's text is in its catalog (issue 25), it is English on every page, and says so. */
export default function ResourcesRoutesPart() {
  return (
    <Untranslated>
      <ResourcesRoutes />
    </Untranslated>
  );
}
