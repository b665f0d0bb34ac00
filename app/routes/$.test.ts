import { addFault, listFaults } from "../../mock-api/faults";
import { routeShopper, setupRouteTests } from "../../tests/route-shopper";

import { loader } from "./$";
import { requestContext } from "~/lib/request-context";

setupRouteTests();

const page = (path: string) => routeShopper().get((request) => loader({ request, params: { "*": path.slice(1) }, context: requestContext() }), path);

describe("a content page's loader", () => {
  it("sends the shopper to /404 when the API is down for maintenance (body error_code 503)", async () => {
    addFault({ path: "/api/v1/*", status: 503, body: { error_code: 503, message: "Down for maintenance" } });
    expect(await page("/about")).toMatchObject({ status: 302, location: "/404" });
  });

  it("answers /404 with the 404 page without asking the API, so a maintenance window cannot loop", async () => {
    const fault = addFault({ path: "/api/v1/pages/*", status: 503, body: { error_code: 503, message: "Down for maintenance" } });
    for (const path of ["/404", "/404/"]) {
      expect(await page(path), path).toMatchObject({ status: 404, location: null, data: { message: "This page could not be found" } });
    }
    expect(listFaults().find((active) => active.id === fault.id)?.hits).toBe(0);
  });
});
