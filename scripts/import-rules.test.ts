import { brokenRules } from "./import-rules";

describe("the import rules", () => {
  it("refuses app/ importing server/, and a component importing a route, the site forms or the shell", () => {
    const graph = {
      "app/services/api.server.ts": ["server/logger.ts", "app/lib/request-id.ts"],
      "app/components/Footer.tsx": ["app/routes/newsletter/site-form.ts", "app/components/SiteForms.tsx"],
      "app/components/ErrorPage.tsx": ["app/site-forms.ts"],
      "app/components/Header.tsx": ["app/root.tsx"],
    };
    expect(brokenRules(graph)).toEqual([
      "app/ imports nothing from server/: app/services/api.server.ts imports server/logger.ts",
      "components/ import no route and no site form: app/components/Footer.tsx imports app/routes/newsletter/site-form.ts",
      "components/ import no route and no site form: app/components/ErrorPage.tsx imports app/site-forms.ts",
      "components/ import no route and no site form: app/components/Header.tsx imports app/root.tsx",
    ]);
  });

  it("lets server/ import the app, routes import components, and a component's test wire the shell", () => {
    const graph = {
      "server/index.ts": ["app/services/redis.server.ts"],
      "app/routes/newsletter/route.tsx": ["app/components/RouteError.tsx"],
      "app/components/Footer.test.tsx": ["app/site-forms.ts"],
      "app/root.tsx": ["app/site-forms.ts", "app/components/SiteForms.tsx"],
    };
    expect(brokenRules(graph)).toEqual([]);
  });
});
