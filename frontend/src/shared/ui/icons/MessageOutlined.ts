import definition from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { svgIcon } from './svg-icon';

export const MessageOutlined = /* @__PURE__ */ svgIcon(definition);
