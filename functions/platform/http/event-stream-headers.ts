/**
 * The headers of every server-sent event stream: the type (text/event-stream, UTF-8 as the
 * format requires), no caching, and no buffering by a proxy in front (nginx honours
 * X-Accel-Buffering), so each event reaches the client when it is sent.
 */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache',
  'X-Accel-Buffering': 'no',
};
