// Where the job is, looked up once per postcode; no point (unknown postcode, offline) just means no
// job marker.
import { useEffect, useState } from 'react';
import { getJobPoint } from '../api/get-job-point';
import type { MapPoint } from '../api/live-location';

export function useJobPoint(zipCode: string, enabled: boolean): MapPoint | null {
  const [point, setPoint] = useState<MapPoint | null>(null);
  useEffect(() => {
    if (!enabled || !zipCode) return;
    const controller = new AbortController();
    getJobPoint(zipCode, controller.signal).then(
      (found) => !controller.signal.aborted && setPoint(found),
      (error: unknown) => !controller.signal.aborted && console.error('Could not place the job', error),
    );
    return () => controller.abort();
  }, [zipCode, enabled]);
  return point;
}
