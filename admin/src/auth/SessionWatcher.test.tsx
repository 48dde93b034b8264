import { render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { App } from "../App";
import { demoSession, fakeAuthServer } from "../test/authServer";
import { memoryProvider } from "../test/memoryProvider";
import { sampleTables } from "../test/renderApp";
import { TestRefine } from "../test/TestRefine";
import { SessionWatcher } from "./SessionWatcher";

beforeAll(() => Promise.all([import("../pages/auth/LoginPage"), import("../layout/AppLayout"), import("../crud/ListPage")]), 60_000);

let server: ReturnType<typeof fakeAuthServer>;
beforeEach(() => {
  server = fakeAuthServer();
  server.replies["GET /api/auth/session"] = { status: 200, data: demoSession() };
});

const renderAt = (path: string) => {
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return render(<App dataProvider={memoryProvider(sampleTables()).provider} Router={Router} />);
};

describe("session watcher", () => {
  it("asks again when the window becomes visible; a session that ended leads to the login page (SessionRequired)", async () => {
    renderAt("/sales/product?currentPage=1");
    expect(await screen.findByText("Keyboard")).toBeTruthy();

    const asked = () => server.seen.filter((c) => c.url === "/api/auth/session").length;
    const before = asked();
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(asked()).toBe(before + 1));
    expect(screen.getByText("Keyboard")).toBeTruthy(); // still signed in: nothing changes

    server.replies["GET /api/auth/session"] = { status: 200, data: null };
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await screen.findByText("Please sign in to continue")).toBeTruthy();
    expect(screen.queryByText("Keyboard")).toBeNull();
  });

  it("keeps the page when the server does not answer (no answer is not a signed-out answer)", async () => {
    renderAt("/sales/product");
    expect(await screen.findByText("Keyboard")).toBeTruthy();
    server.replies["GET /api/auth/session"] = { status: 502, data: "bad gateway" };
    document.dispatchEvent(new Event("visibilitychange"));
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.getByText("Keyboard")).toBeTruthy();
  });

  it("polls every intervalSeconds when SESSION_POLL_SECONDS is set (off by default)", async () => {
    const { unmount } = render(
      <TestRefine dataProvider={memoryProvider(sampleTables()).provider}>
        <SessionWatcher intervalSeconds={0.05} />
      </TestRefine>,
    );
    await waitFor(() => expect(server.seen.filter((c) => c.url === "/api/auth/session").length).toBeGreaterThanOrEqual(3));
    unmount();
    const asked = server.seen.length;
    await new Promise((done) => setTimeout(done, 200));
    expect(server.seen.length).toBe(asked); // stopped with the page
  });
});
