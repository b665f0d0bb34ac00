import { readFormData } from "./form-data.server";

const post = (body: BodyInit, type?: string) =>
  new Request("http://store.test/sign-in", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

describe("readFormData", () => {
  it("reads a urlencoded form", async () => {
    const form = await readFormData(post("email=a%40b.co", "application/x-www-form-urlencoded"));
    expect(form.get("email")).toBe("a@b.co");
  });

  it.each([
    ["JSON", post('{"email":1}', "application/json")],
    ["no type", post("email=x")],
    ["a broken multipart body", post("garbage", "multipart/form-data; boundary=x")],
  ])("answers %s with a 400", async (_name, request) => {
    const thrown = await readFormData(request).catch((e) => e);
    expect(thrown?.init?.status).toBe(400);
  });
});
