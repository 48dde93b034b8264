/** Who is acting, for created_by/updated_by and the behaviour log. */
export interface Actor {
  userId: number | null;
  ip?: string | null;
  /** The request's id (X-Request-Id, ops/http-log.ts), written with the behaviour-log line. */
  requestId?: string | null;
}

/** Work the system does on its own (jobs, demo data): no user, no address. */
export const systemActor: Actor = { userId: null, ip: null };
