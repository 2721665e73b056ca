// The corner map of the engaged provider against the job; centred on the job, where the provider heads.
import JobMap from '@callout/map/job-map';
import type { MapPoint } from '../api/get-provider-location';

export interface ProviderMapProps {
  job: MapPoint | null;
  provider: MapPoint | null;
  labels: { job: string; provider: string; map: string };
}

export default function ProviderMap(props: ProviderMapProps) {
  return <JobMap {...props} className="bk-map" follow="job" />;
}
