import { z } from 'zod';
import { evaluationBreak } from './evaluation-break';
import { moduleDescriptorSchema } from './module-contract';

await evaluationBreak();

/** `/remotes.json`: where each module's remote entry is, read by the shell at run time. */
export const remoteEntrySchema = moduleDescriptorSchema.extend({
  /** URL of the module's `remoteEntry.js`, absolute or relative to the page. */
  entry: z.string().min(1),
  /** Changes with every release; used to bust caches. */
  version: z.string().min(1),
  /**
   * This device's assignment to the version, signed by the server: a health report about the module brings
   * it back, and one without it is not counted. Only in the shell's copy (`/remotes.json`).
   */
  assignment: z.string().optional(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remotesManifestSchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
