export interface StaticPageHead {
  title: string | null;
  description: string;
}

export declare const SITE_NAME: string;
export declare const SITE_TITLE: string;
export declare const SITE_DESCRIPTION: string;
export declare function documentTitle(title?: string | null): string;
export declare const STATIC_PAGES: Readonly<Record<string, StaticPageHead>>;
export declare const PRIVATE_PATH_PREFIXES: readonly string[];
