import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./providers/i18n";
import { loginPath } from "./providers/session";

const root = createRoot(document.getElementById("root")!);

// A fresh load of the sign-in page gets the sign-in screen alone (no Refine, layout or screens: a
// light first page); every other address loads the app, whose own routes include /auth/login too.
if (window.location.pathname === loginPath) {
  void import("./pages/auth/standalone").then(({ renderSignIn }) => renderSignIn(root));
} else {
  void import("./App").then(({ default: App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
