// The live map of an order in progress: the provider and the job, with the route (or straight line) to the job.
import JobMap, { type MapLine } from '@callout/map/job-map';
import { readRuntimeConfig } from '@callout/module-kit/runtime-config';
import type { MapPoint } from '../api/live-location';

export interface OrderMapProps {
  job: MapPoint | null;
  provider: MapPoint | null;
  labels: { job: string; provider: string; map: string };
  line: MapLine | null;
}

export default function OrderMap(props: OrderMapProps) {
  return <JobMap {...props} className="or-map" tileUrl={readRuntimeConfig().mapTileUrl} />;
}
