// A fake SMSFactor for the driver and consumer tests: it answers `POST /send` as SMSFactor documents
// it and counts what reached each phone. Like the real provider is assumed to (decision 0020), it
// keeps one message per `gsmsmsid`: the same id sent again is answered with the first ticket and not
// delivered twice. Faults are queued by the test and consumed one request at a time.

export type SmsFactorFault =
  | { kind: "status"; status: number }
  /** The provider takes the message, then the answer never arrives (a timeout on our side). */
  | { kind: "accept-then-drop" }
  /** Nothing arrives at the provider: the connection fails. */
  | { kind: "unreachable" };

export interface FakeSmsFactor {
  handle(request: Request): Promise<Response>;
  faults: SmsFactorFault[];
  /** Every request received, in order (duplicates included). */
  requests: { authorization: string | null; body: unknown }[];
  /** Messages that reached a phone, per E.164 number without +. */
  delivered: Map<string, string[]>;
  deliveredCount(phone: string): number;
  /** The ticket the provider gave the message with this gsmsmsid. */
  ticketFor(gsmsmsid: string): string | undefined;
}

// Tickets are unique across fakes, as SMSFactor's are across sends (the table keeps them unique).
let nextTicket = 1000;

export function createFakeSmsFactor(): FakeSmsFactor {
  const tickets = new Map<string, string>();
  const delivered = new Map<string, string[]>();
  const requests: FakeSmsFactor["requests"] = [];
  const faults: SmsFactorFault[] = [];

  async function handle(request: Request): Promise<Response> {
    const fault = faults.shift();
    if (fault?.kind === "unreachable") throw new TypeError("fetch failed: connection refused");
    if (fault?.kind === "status") return Response.json({ status: -8, message: "Internal error" }, { status: fault.status });
    const body = (await request.json()) as {
      sms: { message: { text: string }; recipients: { gsm: { gsmsmsid: string; value: string }[] } };
    };
    requests.push({ authorization: request.headers.get("Authorization"), body });
    if (new URL(request.url).pathname !== "/send") return Response.json({ status: -1, message: "Not found" }, { status: 404 });
    if (request.headers.get("Authorization") !== "Bearer smsfactor-test-token")
      return Response.json({ status: -1, message: "Unauthorized" }, { status: 401 });
    const [recipient] = body.sms.recipients.gsm;
    if (!recipient || !/^\d{11,15}$/.test(recipient.value)) {
      return Response.json({ status: 1, message: "OK", ticket: String(nextTicket++), sent: 0, invalid: 1 });
    }
    let ticket = tickets.get(recipient.gsmsmsid);
    if (!ticket) {
      ticket = String(nextTicket++);
      tickets.set(recipient.gsmsmsid, ticket);
      delivered.set(recipient.value, [...(delivered.get(recipient.value) ?? []), body.sms.message.text]);
    }
    if (fault?.kind === "accept-then-drop") throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
    return Response.json({
      status: 1,
      message: "OK",
      ticket,
      cost: 1,
      credits: 100,
      total: 1,
      sent: 1,
      blacklisted: 0,
      duplicated: 0,
      invalid: 0,
      npai: 0,
    });
  }

  return {
    handle,
    faults,
    requests,
    delivered,
    deliveredCount: (phone) => delivered.get(phone.replace(/^\+/, ""))?.length ?? 0,
    ticketFor: (gsmsmsid) => tickets.get(gsmsmsid),
  };
}
