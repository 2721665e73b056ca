// The live map of an order in progress: follows the provider, with a straight line to the job.
import JobMap from '@callout/map/job-map';
import type { MapPoint } from '../api/live-location';

export interface OrderMapProps {
  job: MapPoint | null;
  provider: MapPoint | null;
  labels: { job: string; provider: string; map: string };
}

export default function OrderMap(props: OrderMapProps) {
  return <JobMap {...props} className="or-map" follow="provider" showLine />;
}
