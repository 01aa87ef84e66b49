import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type HTMLAttributes, type ReactElement } from 'react';

/**
 * antd's icons for the public pages (ADR 57): the same drawings (@ant-design/icons-svg) and markup as
 * @ant-design/icons (but hidden from screen readers unless given a name), without its runtime (context, two-tone colours, a style sheet inserted at run
 * time; `.anticon` is drawn in styles.css, so a server-rendered icon sits right before any script).
 */
type IconProps = HTMLAttributes<HTMLSpanElement>;

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const reactAttrs = (attrs: AbstractNode['attrs']) =>
  Object.fromEntries(Object.entries(attrs).map(([name, value]) => [camelCase(name), value]));

function draw(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { key, ...reactAttrs(node.attrs) }, node.children?.map(draw));
}

export function svgIcon(definition: IconDefinition) {
  const svg = definition.icon as AbstractNode;
  function Icon({ className, ...rest }: IconProps) {
    // Decoration unless named: antd names each icon by its drawing ('arrow-left'), which a screen
    // reader reads out in the middle of a button's own words, in English on a Hindi page.
    const named = rest['aria-label'] !== undefined;
    return (
      <span
        {...(named ? { role: 'img' } : { 'aria-hidden': true })}
        {...rest}
        className={['anticon', `anticon-${definition.name}`, className].filter(Boolean).join(' ')}
      >
        {createElement(
          'svg',
          {
            ...reactAttrs(svg.attrs),
            'data-icon': definition.name,
            width: '1em',
            height: '1em',
            fill: 'currentColor',
            'aria-hidden': 'true',
          },
          svg.children?.map(draw),
        )}
      </span>
    );
  }
  return Icon;
}
