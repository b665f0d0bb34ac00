/** For load balancers: answers without calling the API, so an API outage does not take the web tier out. */
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
