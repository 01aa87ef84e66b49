import definition from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { svgIcon } from './svg-icon';

export const PlusOutlined = /* @__PURE__ */ svgIcon(definition);
