import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../shared/http/trim.js';

export class ContactRequestDto {
  @ApiProperty({ maxLength: 100 })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your name' })
  @MaxLength(100)
  name!: string;

  @ApiProperty({ format: 'email' })
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ maxLength: 150 })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter a subject' })
  @MaxLength(150)
  subject!: string;

  @ApiProperty({ maxLength: 5000 })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'Please enter your message' })
  @MaxLength(5000)
  message!: string;
}

export class ContactReceivedDto {
  @ApiProperty({ example: "Thank you for your message! We'll get back to you soon." })
  message!: string;
}

export class ContactMessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) forwarded_at!: Date | null;
}
