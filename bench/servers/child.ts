import type { Server } from "node:http";
import type { ChildMessage, ParentMessage } from "../spec";

/**
 * The life of a server child: listen on a loopback port, tell the bench which one, answer its
 * stats requests (CPU, peak RSS, requests and database connections busy), and stop when told, when the bench goes away (IPC disconnect) or when the
 * lifetime it was given runs out, whichever comes first.
 */
export const runChild = (server: Server, close: () => Promise<void>, poolBusy: () => number) => {
  const send = (message: ChildMessage) => process.send?.(message);
  let stopping = false;
  let inflight = 0;
  server.on("request", (_req, res) => {
    inflight++;
    res.once("close", () => inflight--);
  });
  /** Lets the requests under way finish (up to 5 s) before the database goes. */
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise((done) => server.close(done));
    server.closeIdleConnections();
    await Promise.race([closed, new Promise((done) => setTimeout(done, 5_000))]);
    server.closeAllConnections();
    await close().catch(() => undefined);
    process.exit(0);
  };
  process.on("message", (message: ParentMessage) => {
    if (message.type === "stop") void stop();
    if (message.type === "stats") {
      const { user, system } = process.cpuUsage();
      // A request whose client went away still runs its queries: those count as under way too.
      send({ type: "stats", cpuMicros: user + system, maxRssKb: process.resourceUsage().maxRSS, inflight: inflight + poolBusy() });
    }
  });
  process.on("disconnect", () => void stop());
  const lifetime = Number(process.env.BENCH_LIFETIME_S ?? 600) * 1000;
  setTimeout(() => {
    console.error(`bench child ${process.pid}: lifetime of ${lifetime / 1000} s is over, stopping`);
    void stop();
  }, lifetime).unref();
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    if (address && typeof address === "object") send({ type: "ready", port: address.port });
  });
};
