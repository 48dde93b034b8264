import { ErrorResult } from "./ErrorResult";

/** Any route the registry does not know. */
export const NotFound = () => <ErrorResult status="404" titleKey="pages.error.title" subTitleKey="pages.error.404" />;

export default NotFound;
