package sqlstore

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"

	sqlite3 "modernc.org/sqlite/lib"

	"github.com/nivaas-interiors/site/internal/fault"
)

// fail names the engine and operation for the log and translates the driver's
// error into a fault code, in this one place for every method.
func (s *Store) fail(op string, err error) error {
	err = fmt.Errorf("%s: %s: %w", s.d.name, op, err)
	switch {
	case unavailable(err):
		return fault.Unavailable(err)
	case duplicate(err):
		return fault.ErrDuplicate
	}
	return err
}

// sqliteError and postgresError are the drivers' error types, seen through
// their methods so that neither driver's package is needed here.
type (
	sqliteError   interface{ Code() int }
	postgresError interface{ SQLState() string }
)

// unavailable reports an error that says "try again later": the database is
// busy, unreachable or shutting down, not that the request is wrong.
func unavailable(err error) bool {
	if errors.Is(err, context.DeadlineExceeded) {
		return true // the request's deadline passed while the database was slow
	}
	var lite sqliteError
	if errors.As(err, &lite) {
		code := lite.Code() & 0xff // the primary code under an extended one
		// FULL and IOERR: the disk is full or failing; nothing the request can change.
		return code == sqlite3.SQLITE_BUSY || code == sqlite3.SQLITE_LOCKED || code == sqlite3.SQLITE_FULL || code == sqlite3.SQLITE_IOERR
	}
	var pg postgresError
	if errors.As(err, &pg) {
		state := pg.SQLState()
		// 08: connection exception; 53: insufficient resources; 57P0x: the server is shutting down or starting.
		return strings.HasPrefix(state, "08") || strings.HasPrefix(state, "53") || strings.HasPrefix(state, "57P0")
	}
	var netErr net.Error
	return errors.As(err, &netErr) || errors.Is(err, driver.ErrBadConn) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
}

// duplicate reports a unique constraint violation.
func duplicate(err error) bool {
	var lite sqliteError
	if errors.As(err, &lite) {
		return lite.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || lite.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	var pg postgresError
	return errors.As(err, &pg) && pg.SQLState() == "23505"
}
