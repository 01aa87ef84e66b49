import { type ComponentType, lazy } from 'react';

/**
 * A part drawn with antd's components, loaded when first shown, in an AntdProvider of its own: for the
 * pages drawn on the kit without antd's provider (KIT_ROUTE_IDS, issue 36), as a public page's
 * on-demand parts do (ADR 57). Part and provider are fetched together.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Part, { AntdProvider }] = await Promise.all([load(), import('./AntdProvider')]);
    return {
      default: (props: P) => (
        <AntdProvider>
          <Part {...props} />
        </AntdProvider>
      ),
    };
  });
}
