import { NextResponse } from 'next/server';
import { CURRENT_BUILD_ID } from '../../../build-version/build-id';

// The latest-build descriptor (spec §7): the build this server runs. Clients compare it to their own.
export const dynamic = 'force-dynamic';

export function GET(): NextResponse {
  return NextResponse.json({ buildId: CURRENT_BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } });
}
