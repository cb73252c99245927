import { buildIdTagJson } from './build-id';
import { currentLegacyBuildId } from './current-build-id.server';

/** The build id as the old site's pages carried it (decision 036): a data block, never run, so no nonce. */
export function LegacyBuildIdTag({ buildId }: { buildId: string }) {
  return <script id="legacy-build-id" type="application/json" dangerouslySetInnerHTML={{ __html: buildIdTagJson(buildId) }} />;
}

/** The home pages' tag with this server's build id. */
export function LegacyBuildId() {
  return <LegacyBuildIdTag buildId={currentLegacyBuildId()} />;
}
