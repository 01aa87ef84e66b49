import definition from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { svgIcon } from './svg-icon';

export const InboxOutlined = /* @__PURE__ */ svgIcon(definition);
