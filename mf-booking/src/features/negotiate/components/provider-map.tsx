// The corner map of the engaged provider against the job, with the route between them; framed to show
// both.
import JobMap, { type MapLine } from '@callout/map/job-map';
import { readRuntimeConfig } from '@callout/module-kit/runtime-config';
import type { MapPoint } from '../api/get-provider-location';

export interface ProviderMapProps {
  job: MapPoint | null;
  provider: MapPoint | null;
  labels: { job: string; provider: string; map: string };
  line: MapLine | null;
}

export default function ProviderMap(props: ProviderMapProps) {
  return <JobMap {...props} className="bk-map" tileUrl={readRuntimeConfig().mapTileUrl} />;
}
