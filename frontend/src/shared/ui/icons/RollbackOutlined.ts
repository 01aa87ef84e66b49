import definition from '@ant-design/icons-svg/es/asn/RollbackOutlined';
import { svgIcon } from './svg-icon';

export const RollbackOutlined = /* @__PURE__ */ svgIcon(definition);
