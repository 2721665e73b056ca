/** A server refusal (success: false) carries its message to the user, as the spec's alerts do. */
export class ServerRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerRefusal';
  }
}

/** Unwraps an answer whose envelope says it failed. */
export function requireSuccess<T extends { success: boolean; message: string }>(reply: T): T {
  if (!reply.success) throw new ServerRefusal(reply.message);
  return reply;
}
