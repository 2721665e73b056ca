// GET /route?from=lat,lng&to=lat,lng: the driving route from a provider to a job, asked of the
// routing service by the server (never by the browser). Without a routing service, or when it fails, the
// answer is the straight line between the two points, marked `Source: 'crow'` so the page can say so.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

const latLng = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'Give a point as latitude,longitude.');

export const drivingRouteQuerySchema = z.object({ from: latLng, to: latLng });
export type DrivingRouteQuery = z.infer<typeof drivingRouteQuerySchema>;

export const drivingRouteSchema = z.object({
  /** `road`: from the routing service; `crow`: the straight line ("as the crow flies"). */
  Source: z.enum(['road', 'crow']),
  /** Miles, one decimal. */
  DistanceMiles: z.number(),
  /** Whole minutes of driving; null for the straight line. */
  DurationMinutes: z.number().nullable(),
  /** The line to draw, as [longitude, latitude] pairs (GeoJSON order), first the provider, last the job. */
  Coordinates: z.array(z.tuple([z.number(), z.number()])),
});
export type DrivingRoute = z.infer<typeof drivingRouteSchema>;

export const drivingRouteResponseSchema = envelopeSchema.extend({ data: drivingRouteSchema.optional() });
export type DrivingRouteResponse = z.infer<typeof drivingRouteResponseSchema>;
