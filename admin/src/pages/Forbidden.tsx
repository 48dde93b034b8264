import { ErrorResult } from "./ErrorResult";

/** A page the signed-in user's roles do not allow (typed or bookmarked URL). */
export const Forbidden = () => <ErrorResult status="403" titleKey="forbidden.title" subTitleKey="forbidden.subTitle" />;

export default Forbidden;
