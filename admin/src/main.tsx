import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18nReady } from "./providers/i18n";
import { loginPath } from "./providers/session";

const root = createRoot(document.getElementById("root")!);

// A fresh load of the sign-in page gets the sign-in screen alone (no Refine, layout or screens: a
// light first page); every other address loads the app, whose own routes include /auth/login too.
if (window.location.pathname === loginPath) {
  void Promise.all([import("./pages/auth/standalone"), i18nReady]).then(([{ renderSignIn }]) => renderSignIn(root));
} else {
  void Promise.all([import("./App"), i18nReady]).then(([{ default: App }]) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
