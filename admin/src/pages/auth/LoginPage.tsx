import { useInvalidateAuthStore } from "@refinedev/core";
import { useNavigate, useSearchParams } from "react-router";
import { authProvider, type LoginVariables } from "../../providers/auth";
import { SignInScreen } from "./SignInScreen";

/**
 * `/auth/login` inside the app (a redirect from a signed-in screen, a logout): the sign-in screen,
 * then Refine's auth state refreshed and the callback URL opened in place. A fresh load of the
 * address renders the same screen without the app (standalone.tsx).
 */
export const LoginPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const invalidateAuthStore = useInvalidateAuthStore();
  return (
    <SignInScreen
      params={params}
      signIn={(variables: LoginVariables) => authProvider.login(variables)}
      onSignedIn={async (redirectTo) => {
        await invalidateAuthStore();
        navigate(redirectTo, { replace: true });
      }}
    />
  );
};

export default LoginPage;
