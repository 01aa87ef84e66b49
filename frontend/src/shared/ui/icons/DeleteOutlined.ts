import definition from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { svgIcon } from './svg-icon';

export const DeleteOutlined = /* @__PURE__ */ svgIcon(definition);
