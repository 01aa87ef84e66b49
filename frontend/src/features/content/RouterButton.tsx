import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';

/** The router drops `type`, so a primary look is `color="primary" variant="solid"`. */
type AnchorButtonProps = Omit<ButtonProps, 'href' | 'type' | 'htmlType'> & {
  href?: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** antd renders a Button with an href as an <a>: the router supplies the href and the click. */
function AnchorButton({ ref, ...props }: AnchorButtonProps) {
  return <Button ref={ref} {...props} />;
}

/** An antd button that is a typed router link (`to`, `hash`), for pages that exist. */
export const RouterButton = createLink(AnchorButton);
