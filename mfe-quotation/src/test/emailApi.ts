/**
 * The network as the real EmailJS SDK sees it in jest: `fetch` replaced by a fake EmailJS API that
 * records each request and answers with the status and text a test queues (a TypeError for
 * 'network-error', which is what a browser's fetch throws when nothing answers).
 */
export type Reply = { status: number; text: string } | 'network-error';

export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: {
    lib_version: string;
    user_id: string;
    service_id: string;
    template_id: string;
    template_params: Record<string, unknown>;
  };
}

export function fakeEmailApi() {
  const requests: SentRequest[] = [];
  const replies: (Reply | Promise<Reply>)[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    const reply = await (replies.shift() ?? { status: 200, text: 'OK' });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, text: async () => reply.text };
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return {
    requests,
    /** Queues the answer to the next request. */
    reply(r: Reply) {
      replies.push(r);
    },
    /** Queues an answer the test gives later, to observe the form while the request is in flight. */
    replyLater(): (r: Reply) => void {
      let answer!: (r: Reply) => void;
      replies.push(new Promise<Reply>((resolve) => (answer = resolve)));
      return answer;
    },
  };
}
