import definition from '@ant-design/icons-svg/es/asn/AuditOutlined';
import { svgIcon } from './svg-icon';

export const AuditOutlined = /* @__PURE__ */ svgIcon(definition);
