/** Where the web app posts its telemetry (RecordTelemetry): also sent as a beacon while the page goes away. */
export const TelemetryPath = '/api/telemetry';
