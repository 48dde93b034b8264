import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { App } from "../../App";
import i18n from "../../providers/i18n";
import { demoSession, fakeAuthServer } from "../../test/authServer";
import { memoryProvider } from "../../test/memoryProvider";
import { sampleTables } from "../../test/renderApp";

// lazy screens: transform them once up front, not inside the first test's wait
beforeAll(() => Promise.all([import("./LoginPage"), import("../../layout/AppLayout"), import("../../crud/ListPage")]), 60_000);

let server: ReturnType<typeof fakeAuthServer>;
beforeEach(() => {
  server = fakeAuthServer();
});
afterEach(() => i18n.changeLanguage("en"));

/** The real App with the real authProvider (network scripted by fakeAuthServer) at `path`. */
const renderAt = (path: string) => {
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return render(<App dataProvider={memoryProvider(sampleTables()).provider} Router={Router} />);
};

const emailInput = () => screen.getByLabelText("E-mail");
const passwordInput = () => screen.getByLabelText("Password");
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

describe("login page", () => {
  it("shows the title, the language selector and the ?error= code translated", async () => {
    renderAt("/auth/login?callbackUrl=%2Fsales%2Fproduct&error=SessionRequired");
    expect(await screen.findByText("Please sign in to continue")).toBeTruthy();
    expect(screen.getByText("ERP&CRM System")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Language" })).toBeTruthy();
    expect(screen.queryByRole("menu")).toBeNull(); // outside the signed-in layout

    await i18n.changeLanguage("zh_Hant");
    expect(await screen.findByText("請先登入以繼續")).toBeTruthy();
    expect(screen.getByRole("button", { name: "登入" })).toBeTruthy(); // as written: no space inserted by antd (providers/antd-config.ts)
  });

  it("checks the inputs first: 'input can not be empty', 'The input is not valid E-mail!'", async () => {
    renderAt("/auth/login");
    await screen.findByRole("button", { name: "Sign in" });
    submit();
    await waitFor(() => expect(screen.getAllByText(/^.+: input can not be empty$/)).toHaveLength(2));
    fireEvent.change(emailInput(), { target: { value: "not-an-email" } });
    fireEvent.change(passwordInput(), { target: { value: "secret" } });
    submit();
    expect(await screen.findByText("The input is not valid E-mail!")).toBeTruthy();
    expect(server.seen.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the server's message on the field it is about (wrong password), and only there", async () => {
    const message = "Wrong password, please check your password";
    server.replies["POST /api/auth/callback/credentials"] = {
      status: 401,
      data: { error: "WrongPassword", message, errors: { password: message } },
    };
    renderAt("/auth/login?callbackUrl=%2Fsales%2Fproduct&error=SessionRequired");
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "sales@erp.local" } });
    fireEvent.change(passwordInput(), { target: { value: "wrong-password" } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(message).closest(".ant-form-item")!.textContent).toContain("Password");
    expect(screen.queryByText("Please sign in to continue")).toBeNull(); // the attempt's answer replaces the URL's
    await new Promise((done) => setTimeout(done, 300));
    expect(document.querySelector(".ant-notification-notice")).toBeNull(); // no second copy in a notification
  });

  it("shows a message without a field (too many attempts) above the form", async () => {
    const message = "Too many failed sign-in attempts; please wait 15 minutes and try again";
    server.replies["POST /api/auth/callback/credentials"] = { status: 429, data: { error: "TooManyAttempts", message } };
    renderAt("/auth/login");
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "sales@erp.local" } });
    fireEvent.change(passwordInput(), { target: { value: "whatever" } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toContain(message);
  });

  it("signs in and lands on callbackUrl, inside the layout with the user's name", async () => {
    server.replies["POST /api/auth/callback/credentials"] = { status: 200, data: { url: "/sales/product" } };
    renderAt("/auth/login?callbackUrl=%2Fsales%2Fproduct&error=SessionRequired");
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: " sales@erp.local " } });
    fireEvent.change(passwordInput(), { target: { value: "erp-demo-2026" } });
    server.replies["GET /api/auth/session"] = { status: 200, data: demoSession() };
    submit();
    expect(await screen.findByText("Keyboard")).toBeTruthy();
    expect(await screen.findByText("Sam Sales")).toBeTruthy();
    expect(server.seen.find((c) => c.method === "POST")!.form).toMatchObject({ email: "sales@erp.local", callbackUrl: "/sales/product" });
  });
});
