import { useEffect, useState } from 'react';

/** The current time, refreshed every second (the admin bar's clock). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const dateTime = new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeStyle: 'medium' });

/** "Minggu, 22 November 2026 pukul 08.15.30" */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}
