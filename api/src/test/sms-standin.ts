import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the stand-in received, as the provider would see it. */
export interface ReceivedSms {
  provider: "vonage" | "twilio";
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The form's fields, decoded (UTF-8). */
  form: Record<string, string>;
}

/** What the stand-in answers next: a status, headers and a JSON body, or no answer at all (a timeout). */
export type Planned = { status: number; headers?: Record<string, string>; body?: unknown } | "hang";

const vonageAccepted = (to: string) => ({
  "message-count": "1",
  messages: [
    {
      to,
      "message-id": randomBytes(8).toString("hex").toUpperCase(),
      status: "0",
      "remaining-balance": "15.53590000",
      "message-price": "0.03330000",
      network: "45400",
    },
  ],
});

const twilioAccepted = (form: Record<string, string>, account: string) => ({
  sid: `SM${randomBytes(16).toString("hex")}`,
  account_sid: account,
  to: form.To,
  from: form.From,
  body: form.Body,
  status: "queued",
  direction: "outbound-api",
  api_version: "2010-04-01",
  error_code: null,
  error_message: null,
});

const readForm = (req: IncomingMessage) =>
  new Promise<Record<string, string>>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))));
    req.on("error", reject);
  });

/**
 * A local HTTP server standing in for Vonage's SMS API (POST /sms/json) and Twilio's Messages API
 * (POST /2010-04-01/Accounts/{sid}/Messages.json): it records every request and answers what is
 * planned (`plan`), else the provider's own answer for an accepted message.
 */
export const startSmsStandIn = async () => {
  const received: ReceivedSms[] = [];
  const planned: Planned[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    const path = req.url ?? "/";
    const twilio = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    const provider = path === "/sms/json" ? "vonage" : twilio ? "twilio" : undefined;
    const form = await readForm(req);
    if (req.method !== "POST" || !provider) {
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Not found" }));
      return;
    }
    received.push({ provider, path, authorization: req.headers.authorization, contentType: req.headers["content-type"], form });
    const next = planned.shift();
    if (next === "hang") {
      hanging.add(res);
      return;
    }
    const answer =
      next ?? (provider === "vonage" ? { status: 200, body: vonageAccepted(form.to) } : { status: 201, body: twilioAccepted(form, twilio![1]) });
    res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers }).end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Answers for the next requests, in order. */
    plan: (...answers: Planned[]) => void planned.push(...answers),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type SmsStandIn = Awaited<ReturnType<typeof startSmsStandIn>>;
