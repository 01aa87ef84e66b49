import { toEventDto } from '../../catalog/index.js';
import type { CheckoutView } from '../application/checkout-summary.js';
import type { OrderView } from '../application/order-queries.js';
import type { UserSummary } from '../../identity/index.js';
import type { AdminPersonDto, AdminTransactionDto, CheckoutDto, OrderDto } from './order.dto.js';

/** The API's snake_case shapes of the orders module's read models. */
export function toOrderDto({ order, event }: OrderView): OrderDto {
  return {
    id: order.id,
    status: order.status,
    amount: order.total,
    subtotal: order.subtotal,
    buyer_fee: order.buyerFee,
    credit_applied: order.creditApplied,
    price: order.price,
    quantity: order.quantity,
    ticket_id: order.listingId,
    event: event && {
      id: event.id,
      title: event.title,
      venue: event.venue,
      city: event.city,
      event_date: event.eventDate,
    },
    ticket_type: order.ticketType,
    platform_id: order.platformId,
    delivery_address: order.deliveryAddress,
    payment_gateway: order.paymentGateway,
    payment_id: order.paymentId,
    gateway_transaction_id: order.gatewayTransactionId,
    pay_page_url: order.status === 'pending' ? order.payPageUrl : null,
    hold_expires_at: order.holdExpiresAt,
    failure_reason: order.failureReason,
    cancelled: order.endedBeforePayment === 'cancelled',
    refund_state: order.refundState,
    created_at: order.createdAt,
    completed_at: order.completedAt,
  };
}

function person(p: UserSummary | undefined): AdminPersonDto | null {
  return p ? { id: p.id, full_name: p.fullName, email: p.email } : null;
}

export function toAdminTransactionDto(view: OrderView): AdminTransactionDto {
  return { ...toOrderDto(view), buyer: person(view.buyer), seller: person(view.seller) };
}

export function toCheckoutDto(view: CheckoutView): CheckoutDto {
  const l = view.listing;
  return {
    listing: {
      id: l.id,
      seller_id: l.sellerId,
      price: l.price,
      quantity: l.quantity,
      available_quantity: l.availableQuantity,
      seat_number: l.seatNumber,
      section: l.section,
      row: l.row,
      ticket_type: l.ticketType,
      mobile_ticket_type: l.mobileTicketType,
      status: l.status,
      is_on_sale: l.isOnSale,
    },
    event: toEventDto(view.event, { availableTickets: l.availableQuantity, minPrice: l.price }),
    max_quantity: view.maxQuantity,
    tickets_already: view.ticketsAlready,
    own_listing: view.ownListing,
    rewards_credit: view.credit,
  };
}
