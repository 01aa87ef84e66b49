import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import type { EventView } from '../../catalog/index.js';
import type { WaitlistEntryView, WaitlistOfferView } from '../application/views.js';
import { WaitlistService } from '../application/waitlist.service.js';
import {
  JoinWaitlistDto,
  WaitlistEntryDto,
  WaitlistEventDto,
  WaitlistMessageDto,
  WaitlistOfferDto,
} from './waitlist.dto.js';

/** The fair waiting list (ADR 25): the caller's own entries and offers only; anyone else's id is not found. */
@ApiTags('waitlist')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @ApiOperation({
    summary: "Join a sold-out event's waiting list",
    description:
      "Joins the event's waiting list for a quantity and ticket type, or changes your entry. " +
      'When tickets come back, waiting people are offered them in a fair random order, each offer holding the tickets for 15 minutes. ' +
      'Who: a signed-in person. ' +
      'Effects: none until tickets come back; then an email with the offer.',
  })
  @Post('events/:eventId/waitlist')
  @ApiCreatedResponse({ type: WaitlistEntryDto })
  @ApiNotFoundResponse({ description: "'Event not found'" })
  @ApiConflictResponse({
    description: "'This event is not open for sale', or 'Tickets are available for this event: you can buy them now'",
  })
  async join(
    @CurrentUser() me: AuthUser,
    @Param('eventId') eventId: string,
    @Body() body: JoinWaitlistDto,
  ): Promise<WaitlistEntryDto> {
    return toEntryDto(await this.waitlist.join(me.id, eventId, body.quantity, body.ticketType ?? 'any'));
  }

  @ApiOperation({
    summary: 'Your waiting lists',
    description:
      'The waiting lists you are on and any offer you have. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('me/waitlist')
  @ApiOkResponse({ type: [WaitlistEntryDto] })
  async mine(@CurrentUser() me: AuthUser): Promise<WaitlistEntryDto[]> {
    return (await this.waitlist.mine(me.id)).map(toEntryDto);
  }

  @ApiOperation({
    summary: 'Leave a waiting list',
    description:
      'Takes you off a waiting list; an offer you have that is not in checkout is declined. ' +
      "Who: the entry's owner. " +
      "Effects: a declined offer's tickets go to the next person in the draw.",
  })
  @Delete('me/waitlist/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: WaitlistMessageDto })
  @ApiNotFoundResponse({ description: "'Waiting list entry not found'" })
  async leave(@CurrentUser() me: AuthUser, @Param('id') id: string): Promise<WaitlistMessageDto> {
    await this.waitlist.leave(me.id, id);
    return { message: 'You left the waiting list' };
  }

  @ApiOperation({
    summary: 'One of your waiting-list offers',
    description:
      'An offer: the listing, quantity and until when the tickets are held for you; buy them with POST /api/v1/orders and its offerId. ' +
      "Who: the offer's owner. " +
      'Effects: none.',
  })
  @Get('me/waitlist/offers/:offerId')
  @ApiOkResponse({ type: WaitlistOfferDto })
  @ApiNotFoundResponse({ description: "'Offer not found'" })
  async offer(@CurrentUser() me: AuthUser, @Param('offerId') offerId: string): Promise<WaitlistOfferDto> {
    return toOfferDto(await this.waitlist.offerFor(me.id, offerId));
  }

  @ApiOperation({
    summary: 'Decline a waiting-list offer',
    description:
      'Says no to an offer; you stay on the list. ' +
      "Who: the offer's owner. " +
      'Effects: the tickets go to the next person in the draw.',
  })
  @Post('me/waitlist/offers/:offerId/decline')
  @HttpCode(200)
  @ApiOkResponse({ type: WaitlistOfferDto })
  @ApiNotFoundResponse({ description: "'Offer not found'" })
  @ApiConflictResponse({ description: "'This offer has ended', or 'You are checking out with this offer already'" })
  async decline(@CurrentUser() me: AuthUser, @Param('offerId') offerId: string): Promise<WaitlistOfferDto> {
    return toOfferDto(await this.waitlist.decline(me.id, offerId));
  }
}

function toEventDto(event: EventView): WaitlistEventDto {
  return {
    id: event.id,
    title: event.title,
    venue: event.venue,
    city: event.city,
    event_date: event.eventDate,
    image_url: event.imageUrl,
  };
}

function toOfferDto(offer: WaitlistOfferView): WaitlistOfferDto {
  const l = offer.listing;
  return {
    id: offer.id,
    entry_id: offer.entryId,
    status: offer.status,
    quantity: offer.quantity,
    position: offer.position,
    offered_at: offer.offeredAt,
    expires_at: offer.expiresAt,
    checkout_path: offer.checkoutPath,
    event: toEventDto(offer.event),
    listing: l && {
      id: l.id,
      price: l.price,
      ticket_type: l.ticketType,
      mobile_ticket_type: l.mobileTicketType,
      section: l.section,
      row: l.row,
      seat_number: l.seatNumber,
    },
  };
}

function toEntryDto(entry: WaitlistEntryView): WaitlistEntryDto {
  return {
    id: entry.id,
    event: toEventDto(entry.event),
    quantity: entry.quantity,
    ticket_type: entry.ticketType,
    status: entry.status,
    joined_at: entry.joinedAt,
    offer: entry.offer && toOfferDto(entry.offer),
    lapsed_offer: entry.lapsedOffer && toOfferDto(entry.lapsedOffer),
  };
}
