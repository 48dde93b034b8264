/**
 * @ant-design/pro-layout as @refinedev/antd uses it: only `PageHeader` (the title row of List, Create,
 * Edit and Show). The real package brings @ant-design/pro-provider with it (every language's texts,
 * ~100 KB unminified) for this one header; admin/vite.config.ts points the import here in the build.
 * Same markup and class names (tests and styles rely on them), same props.
 */
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Avatar, Breadcrumb, Space, type AvatarProps, type BreadcrumbProps } from "antd";
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import "./pro-layout.css";

export interface PageHeaderProps {
  backIcon?: ReactNode;
  prefixCls?: string;
  title?: ReactNode;
  subTitle?: ReactNode;
  style?: CSSProperties;
  breadcrumb?: BreadcrumbProps | ReactNode;
  breadcrumbRender?: (props: PageHeaderProps, defaultDom: ReactNode) => ReactNode;
  tags?: ReactNode;
  footer?: ReactNode;
  extra?: ReactNode;
  avatar?: AvatarProps;
  onBack?: (e?: React.MouseEvent<HTMLElement>) => void;
  className?: string;
  contentWidth?: "Fluid" | "Fixed";
  layout?: string;
  ghost?: boolean;
  children?: ReactNode;
}

const isBreadcrumbProps = (value: unknown): value is BreadcrumbProps =>
  typeof value === "object" && value !== null && !("$$typeof" in value) && "items" in value;

export const PageHeader = (props: PageHeaderProps) => {
  const {
    prefixCls = "ant-page-header",
    style,
    footer,
    children,
    breadcrumb,
    breadcrumbRender,
    className,
    title,
    subTitle,
    tags,
    extra,
    avatar,
    onBack,
  } = props;
  const ref = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setCompact(entry.contentRect.width < 768));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const defaultBreadcrumb = isBreadcrumbProps(breadcrumb) ? (
    breadcrumb.items?.length ? (
      <Breadcrumb {...breadcrumb} className={[`${prefixCls}-breadcrumb`, breadcrumb.className].filter(Boolean).join(" ")} />
    ) : null
  ) : (
    ((breadcrumb as ReactNode) ?? null)
  );
  const breadcrumbDom = breadcrumbRender ? breadcrumbRender(props, defaultBreadcrumb) : defaultBreadcrumb;
  const backIcon = props.backIcon === undefined ? <ArrowLeftOutlined /> : props.backIcon;
  const back =
    backIcon && onBack ? (
      <div className={`${prefixCls}-back`}>
        <button
          type="button"
          onClick={(e) => onBack(e)}
          className={`${prefixCls}-back-button`}
          aria-label="back"
          style={{ border: 0, background: "none", padding: 0, color: "inherit", font: "inherit" }}
        >
          {backIcon}
        </button>
      </div>
    ) : null;
  const heading = title || subTitle || tags || extra;
  const classes = [
    prefixCls,
    `${prefixCls}-ghost`,
    breadcrumbDom && `${prefixCls}-has-breadcrumb`,
    footer && `${prefixCls}-has-footer`,
    compact && `${prefixCls}-compact`,
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div ref={ref} className={classes} style={style}>
      {breadcrumbDom}
      {heading && (
        <div className={`${prefixCls}-heading`}>
          {(back || avatar || heading) && (
            <div className={`${prefixCls}-heading-left`}>
              {back}
              {avatar && <Avatar {...avatar} className={[`${prefixCls}-heading-avatar`, avatar.className].filter(Boolean).join(" ")} />}
              {title && (
                <span className={`${prefixCls}-heading-title`} title={typeof title === "string" ? title : undefined}>
                  {title}
                </span>
              )}
              {subTitle && (
                <span className={`${prefixCls}-heading-sub-title`} title={typeof subTitle === "string" ? subTitle : undefined}>
                  {subTitle}
                </span>
              )}
              {tags && <span className={`${prefixCls}-heading-tags`}>{tags}</span>}
            </div>
          )}
          {extra && (
            <span className={`${prefixCls}-heading-extra`}>
              <Space>{extra}</Space>
            </span>
          )}
        </div>
      )}
      {children && <div className={`${prefixCls}-content`}>{children}</div>}
      {footer && <div className={`${prefixCls}-footer`}>{footer}</div>}
    </div>
  );
};
